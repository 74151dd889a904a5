package org.umpire.engine.model;

/**
 * Where a game stands. The numbered phases follow the turn sequence of RULES section 2 (I-2);
 * {@link #SETUP} comes before turn 1 (SET-1, SET-3) and {@link #GAME_OVER} after the end (GAME-3).
 */
public enum Phase {
    SETUP(0, "set-up", "mise en place"),
    MOVEMENT(1, "movement", "mouvements"),
    SEARCH(2, "searches", "recherches"),
    RAID_DECLARATION(3, "raid declarations", "déclaration des raids"),
    AIR_COMBAT_1(4, "air combat, round 1", "combat aérien, 1er round"),
    AIR_COMBAT_2(5, "air combat, round 2", "combat aérien, 2e round"),
    ANTI_AIRCRAFT(6, "anti-aircraft fire", "tirs anti-aériens"),
    BOMBING(7, "bombing", "bombardement"),
    NAVAL_COMBAT(8, "naval combat", "combat naval"),
    BOMBARDMENT(9, "bombardment of Midway", "pilonnage de Midway"),
    LANDING(10, "landing and land combat", "débarquement et combat terrestre"),
    RECOVERY(11, "recovery", "récupération des avions"),
    GAME_OVER(12, "game over", "partie terminée");

    private final int number;
    private final String englishName;
    private final String frenchName;

    Phase(int number, String englishName, String frenchName) {
        this.number = number;
        this.englishName = englishName;
        this.frenchName = frenchName;
    }

    /** The phase number of RULES section 2 (0 for set-up). */
    public int number() {
        return number;
    }

    public String englishName() {
        return englishName;
    }

    public String frenchName() {
        return frenchName;
    }

    public String name(Language language) {
        return language == Language.FR ? frenchName : englishName;
    }
}
