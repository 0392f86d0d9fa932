package layouts;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import minesweeper.gamestate.GameStateModel;
import minesweeper.settings.GameSettings;
import minesweeper.settings.GameType;
import minesweeper.solver.bulk.BulkPlayer;
import minesweeper.solver.bulk.BulkRequest;
import minesweeper.solver.bulk.GamePostListener;
import minesweeper.solver.settings.PlayStyle;
import minesweeper.solver.settings.SettingsFactory;
import minesweeper.solver.settings.SettingsFactory.Setting;
import minesweeper.solver.settings.SolverSettings;
import minesweeper.structure.Location;

/**
 * Hill's solver on given games: java layouts.PlayLayouts COLS ROWS MINES WORKERS [SETTING] < games
 *
 * Each line of the input is one game, "FIRST MINES": the square clicked first and a 0/1
 * character per square (row-major), as bench/minesweeper_hill.py prints them. Prints
 * one line, a 0/1 character per game: won or not; then a line per game, "guessed:" and the
 * squares the solver guessed, in order.
 */
public class PlayLayouts extends BulkPlayer {
    private final List<boolean[]> games;
    private int next = 0;

    PlayLayouts(List<boolean[]> games, GameSettings board, SolverSettings settings, int workers) {
        super(new Random(1), games.size(), GameType.STANDARD, board, settings, workers, 1000);
        this.games = games;
    }

    @Override
    protected GameStateModel getGameState(long seed) {      // called in turn, one game after another
        int index = next++;
        return new LayoutGame(gameSettings, index, games.get(index));
    }

    public static void main(String[] args) throws Exception {
        int cols = Integer.parseInt(args[0]), rows = Integer.parseInt(args[1]);
        GameSettings board = GameSettings.create(cols, rows, Integer.parseInt(args[2]));
        List<boolean[]> games = new ArrayList<>();
        int first = 0;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            String[] parts = line.trim().split(" ");
            int click = Integer.parseInt(parts[0]);
            if (!games.isEmpty() && click != first) {
                throw new IllegalArgumentException("every game must start on the same square");
            }
            first = click;
            boolean[] mine = new boolean[cols * rows];
            for (int i = 0; i < mine.length; i++) {
                mine[i] = parts[1].charAt(i) == '1';
            }
            games.add(mine);
        }
        SolverSettings settings = SettingsFactory.GetSettings(
                args.length > 4 ? Setting.valueOf(args[4]) : Setting.SMALL_ANALYSIS);
        settings.setSingleThread(true);
        settings.setStartLocation(new Location(first % cols, first / cols));
        PlayLayouts player = new PlayLayouts(games, board, settings, Integer.parseInt(args[3]));
        player.setPlayStyle(PlayStyle.NO_FLAG);
        char[] won = new char[games.size()];
        String[] guessed = new String[games.size()];
        player.registerPostGameListener(new GamePostListener() {
            @Override
            public void postAction(BulkRequest request) {
                LayoutGame game = (LayoutGame) request.getRequestGames()[0].getGame();
                won[game.index] = game.getGameState() == GameStateModel.WON ? '1' : '0';
                StringBuilder squares = new StringBuilder("guessed:");
                for (int square : game.guesses) {
                    squares.append(' ').append(square);
                }
                guessed[game.index] = squares.toString();
            }

            @Override
            public void postResults() {
            }
        });
        player.run();
        System.out.println("won: " + new String(won));
        for (String line : guessed) {
            System.out.println(line);
        }
    }
}
