package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;

/**
 * Something that happened while a phase was resolved. Every event knows its audience: it gives
 * each audience its own view ({@link #viewFor(Audience)}), or none when that audience must not
 * learn it. A side's report and knowledge are built from its views only (GAME-1, double blind).
 */
public sealed interface Event
        permits TurnBegan,
                TurnEnded,
                FogLifted,
                UnitsPlaced,
                UnitMoved,
                GroupEntered,
                UnitsExited,
                LateGroupScheduled,
                GroupFormed,
                MidwayRaidDeclared,
                KureBaseStarted,
                KureBaseOperational,
                KureBaseClosed,
                SearchMade,
                AircraftFlewSearch,
                SearchResult,
                NightSearchRoll,
                LocatedNotice,
                IslandSearchLost,
                ReadinessChanged,
                MidwayOccupied,
                AircraftDestroyedOnGround,
                VpAwarded,
                GameEnded,
                OrderIgnored,
                OrderRefused,
                RaidLaunched,
                RaidArrived,
                EnemyUnitSeen,
                AirInitiative,
                Fire,
                AircraftLost,
                MidwayDamaged,
                PolicyApplied,
                AircraftLanded,
                ReserveBroughtIn,
                MidwayRaidCancelled,
                RaidUnitStayed,
                NavalCombatDeclared,
                TroopsLanded,
                FinalScore,
                FinalLosses {

    /** The turn it happened in (0 during set-up). */
    int turn();

    /** The phase it happened in. */
    Phase phase();

    /** What {@code audience} is told of it, or empty when it is not told. */
    Optional<EventView> viewFor(Audience audience);

    /** Every message key a view can carry, with its parameter names and audiences ({@link EventKeys#all()}). */
    static List<EventKey> keys() {
        return EventKeys.all();
    }
}
