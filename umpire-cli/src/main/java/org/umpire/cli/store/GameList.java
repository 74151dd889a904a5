package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.cli.base.UserException;
import org.umpire.engine.state.GameState;

/** The games of a games folder: making one (whole or not at all), listing them, deleting one. */
final class GameList {

    private GameList() {}

    /**
     * Creates a game folder at once (or not at all): everything is written in a temporary folder that is then
     * renamed to {@code games/<id>}; creates the games folder if needed. {@code rulesFiles} (file name to bytes),
     * when not empty, are copied into its {@code rules/} folder: a game made with a club's {@code --rules} keeps
     * that data, so later commands need no {@code --rules} and a later edit of the club's folder cannot change a
     * game under way.
     *
     * @param config the game's configuration; its {@code seedSha256} must be {@code seed.commitment()}
     * @param seed   the secret dice seed ({@link GameSeed#random()}, or {@link GameSeed#fromNumber} for {@code --seed N})
     * @param initial the state before any phase (the scenario's {@code InitialState})
     * @throws StoreException.GameExists when a game with this id exists
     */
    static GameStore create(
            GamesHome home, GameConfig config, GameSeed seed, GameState initial, Map<String, byte[]> rulesFiles) {
        if (!seed.commitment(config.id()).equals(config.seedSha256())) {
            throw new IllegalArgumentException("game.yaml's seed-sha256 must be the seed's commitment");
        }
        byte[] stateBytes = GameFolder.encodeChecked(initial);
        Path root = home.root();
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw StoreIo.failure("creating the games folder", root, e);
        }
        Path target = home.gameDir(config.id());
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new StoreException.GameExists(config.id(), root);
        }
        Path tmp = root.resolve(AtomicFiles.tempName(config.id().value()));
        try {
            AtomicFiles.createDirectory(tmp, false);
            AtomicFiles.writeNew(tmp.resolve(GameFolder.CONFIG), ConfigYaml.write(config), false);
            AtomicFiles.writeNew(
                    tmp.resolve(GameFolder.SEED), seed.fileText().getBytes(StandardCharsets.US_ASCII), true);
            AtomicFiles.writeNew(tmp.resolve(GameFolder.STATE), stateBytes, false);
            AtomicFiles.createDirectory(tmp.resolve(Journal.DIR), false);
            AtomicFiles.createDirectory(tmp.resolve(OrdersFolder.DIR), false);
            if (!rulesFiles.isEmpty()) {
                Path rules = tmp.resolve(GameFolder.RULES);
                AtomicFiles.createDirectory(rules, false);
                for (Map.Entry<String, byte[]> f : new TreeMap<>(rulesFiles).entrySet()) {
                    AtomicFiles.writeNew(rules.resolve(f.getKey()), f.getValue(), false);
                }
                AtomicFiles.syncDirectory(rules);
            }
            AtomicFiles.syncDirectory(tmp);
            moveDirectory(tmp, target, config.id(), root);
        } catch (RuntimeException e) {
            AtomicFiles.deleteTree(tmp);
            throw e;
        }
        AtomicFiles.syncDirectory(root);
        return GameStore.open(home, config.id());
    }

    private static void moveDirectory(Path tmp, Path target, GameId id, Path root) {
        try {
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target);
            }
        } catch (FileAlreadyExistsException | DirectoryNotEmptyException e) {
            throw new StoreException.GameExists(id, root);
        } catch (IOException e) {
            throw StoreIo.failure("creating game folder", target, e);
        }
    }

    /**
     * Every game of the games folder, sorted by id; a game that cannot be read is listed with its problem.
     * Folders whose names are not game ids (and temporary folders) are not games.
     */
    static List<GameListing> list(GamesHome home) {
        List<GameListing> result = new ArrayList<>();
        if (!Files.isDirectory(home.root())) {
            return result;
        }
        TreeMap<GameId, Path> found = new TreeMap<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(home.root())) {
            for (Path p : ds) {
                String name = p.getFileName().toString();
                Optional<GameId> gid = GameId.tryParse(name);
                if (gid.isPresent() && gid.get().value().equals(name) && Files.isDirectory(p)) {
                    found.put(gid.get(), p);
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("listing the games folder", home.root(), e);
        }
        for (GameId gid : found.keySet()) {
            try {
                result.add(new GameListing(gid, Optional.of(GameStore.open(home, gid)), Optional.empty()));
            } catch (UserException | StoreException e) {
                result.add(new GameListing(gid, Optional.empty(), Optional.of(e.getMessage())));
            }
        }
        return result;
    }

    /**
     * Deletes a game and everything in its folder, under its lock (used by {@code umpire demo} to replay its own
     * game; there is no command that deletes a player's game).
     */
    static void delete(GamesHome home, GameId id) {
        GameStore store = GameStore.open(home, id);
        try (GameLock lock = store.lock()) {
            AtomicFiles.deleteTree(store.dir());
        }
    }
}
