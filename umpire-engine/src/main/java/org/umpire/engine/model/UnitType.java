package org.umpire.engine.model;

import java.util.Locale;
import java.util.Optional;

/** Unit types, with the abbreviations of the French rules. */
public enum UnitType {
    CV(UnitCategory.SHIP, "aircraft carrier", "porte-avions"),
    CVL(UnitCategory.SHIP, "light carrier", "porte-avions léger"),
    BB(UnitCategory.SHIP, "battleship", "cuirassé"),
    CA(UnitCategory.SHIP, "heavy cruiser", "croiseur lourd"),
    CL(UnitCategory.SHIP, "light cruiser", "croiseur léger"),
    DD(UnitCategory.SHIP, "destroyers", "destroyers"),
    TT(UnitCategory.SHIP, "transports", "transports"),
    SFT(UnitCategory.SHIP, "special forces transport", "transport de forces spéciales"),
    ST(UnitCategory.SHIP, "seaplane tenders", "porte-hydravions"),
    SS(UnitCategory.SUBMARINE, "submarines", "sous-marins"),
    F(UnitCategory.AIRCRAFT, "fighters", "chasseurs"),
    D(UnitCategory.AIRCRAFT, "dive bombers", "bombardiers en piqué"),
    T(UnitCategory.AIRCRAFT, "torpedo bombers", "torpilleurs"),
    M(UnitCategory.AIRCRAFT, "medium bombers", "bombardiers moyens"),
    H(UnitCategory.AIRCRAFT, "heavy bombers", "bombardiers lourds"),
    LAND(UnitCategory.LAND, "land unit", "unité terrestre");

    private final UnitCategory category;
    private final String englishName;
    private final String frenchName;

    UnitType(UnitCategory category, String englishName, String frenchName) {
        this.category = category;
        this.englishName = englishName;
        this.frenchName = frenchName;
    }

    public UnitCategory category() {
        return category;
    }

    public String englishName() {
        return englishName;
    }

    public String frenchName() {
        return frenchName;
    }

    public boolean isNaval() {
        return category == UnitCategory.SHIP || category == UnitCategory.SUBMARINE;
    }

    public boolean isAircraft() {
        return category == UnitCategory.AIRCRAFT;
    }

    public boolean isCarrier() {
        return this == CV || this == CVL;
    }

    /** Surface combatants may fire in naval combat (NAV-3): DD, CL, CA, BB. */
    public boolean isSurfaceCombatant() {
        return this == DD || this == CL || this == CA || this == BB;
    }

    /** Non-combatants may be targeted only once every enemy combatant is (NAV-3). */
    public boolean isNonCombatant() {
        return this == CV || this == CVL || this == TT || this == SFT || this == ST;
    }

    /** Bombers drop bombs or torpedoes (BOMB-1); D, M and H are "bombers" for BOMB-3, T is not. */
    public boolean isStrikeAircraft() {
        return this == D || this == T || this == M || this == H;
    }

    public static Optional<UnitType> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(valueOf(text.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
