package layouts;

import java.util.ArrayList;
import java.util.List;
import minesweeper.gamestate.GameStateModel;
import minesweeper.gamestate.GameStateModelViewer;
import minesweeper.settings.GameSettings;
import minesweeper.structure.Action;
import minesweeper.structure.Location;

/**
 * A game of Hill's model whose mines are given: square y * width + x is a mine when mine[it].
 * The squares the solver opened without being certain of them (its guesses) are kept in order.
 */
public class LayoutGame extends GameStateModelViewer {
    public final int index;
    private final boolean[] mine;
    public final List<Integer> guesses = new ArrayList<>();

    public LayoutGame(GameSettings settings, int index, boolean[] mine) {
        super(settings, index + 1);
        this.index = index;
        this.mine = mine;
    }

    @Override
    public boolean doAction(Action a) {
        if (a.getAction() == Action.CLEAR && !a.isCertainty()) {
            guesses.add(a.y * width + a.x);
        }
        return super.doAction(a);
    }

    private boolean isMine(int x, int y) {
        return mine[y * width + x];
    }

    private int number(int x, int y) {
        int count = 0;
        for (int j = 0; j < DX.length; j++) {
            int u = x + DX[j], v = y + DY[j];
            if (u >= 0 && u < width && v >= 0 && v < height && isMine(u, v)) {
                count++;
            }
        }
        return count;
    }

    @Override
    protected void startHandle(Location m) {
        if (isMine(m.x, m.y)) {
            throw new IllegalStateException("game " + index + ": the first click is a mine");
        }
    }

    @Override
    protected void placeFlagHandle(Location m) {
    }

    @Override
    protected int queryHandle(int x, int y) {
        return isMine(x, y) ? GameStateModel.MINE : number(x, y);
    }

    @Override
    protected boolean clearSquareHitMine(Location m) {
        if (isMine(m.x, m.y)) {
            return true;
        }
        if (number(m.x, m.y) == 0) {
            explode(m);
        }
        return false;
    }

    @Override
    protected boolean clearSurroundHandle(Location m) {
        for (int j = 0; j < DX.length; j++) {
            int u = m.x + DX[j], v = m.y + DY[j];
            if (u >= 0 && u < width && v >= 0 && v < height) {
                clearSquare(new Location(u, v));
            }
        }
        return true;
    }

    @Override
    public int privilegedQuery(Location m, boolean showMines) {
        int shown = query(m);
        if (shown == GameStateModel.MINE) {
            return GameStateModel.EXPLODED_MINE;
        }
        if (showMines && shown == GameStateModel.HIDDEN && isMine(m.x, m.y)) {
            return GameStateModel.MINE;
        }
        if (showMines && shown == GameStateModel.FLAG && !isMine(m.x, m.y)) {
            return GameStateModel.BAD_FLAG;
        }
        return shown;
    }
}
