package layouts;

import java.math.BigDecimal;
import java.util.Random;
import minesweeper.gamestate.GameFactory;
import minesweeper.gamestate.GameStateModel;
import minesweeper.gamestate.GameStateModelViewer;
import minesweeper.gamestate.MoveMethod;
import minesweeper.settings.GameSettings;
import minesweeper.settings.GameType;
import minesweeper.structure.Action;
import minesweeper.structure.Location;

/**
 * The games Hill's bulk runner plays from a seed, safe first click in the corner, in the
 * form PlayLayouts reads: java layouts.HillGames COLS ROWS MINES SEED GAMES > games
 */
public class HillGames {
    public static void main(String[] args) {
        GameSettings board = GameSettings.create(Integer.parseInt(args[0]),
                Integer.parseInt(args[1]), Integer.parseInt(args[2]));
        Random seeder = new Random(Long.parseLong(args[3]));
        int games = Integer.parseInt(args[4]);
        StringBuilder line = new StringBuilder();
        for (int g = 0; g < games; g++) {
            long seed = Math.abs(seeder.nextLong() & 0xFFFFFFFFFFFFFL);   // as BulkController
            GameStateModelViewer game = (GameStateModelViewer) GameFactory.create(
                    GameType.STANDARD, board, seed);
            game.doAction(new Action(new Location(0, 0), Action.CLEAR, MoveMethod.BOOK, "",
                                     BigDecimal.ONE));
            line.setLength(0);
            line.append("0 ");
            for (int y = 0; y < board.height; y++) {
                for (int x = 0; x < board.width; x++) {
                    boolean mine = game.privilegedQuery(new Location(x, y), true) == GameStateModel.MINE;
                    line.append(mine ? '1' : '0');
                }
            }
            System.out.println(line);
        }
    }
}
