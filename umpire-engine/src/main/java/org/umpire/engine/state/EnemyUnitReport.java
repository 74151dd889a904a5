package org.umpire.engine.state;

import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * An enemy unit seen in detail (RAID-7: the attacker learns the ships in the target hex, with type,
 * name and strength; the defender learns the raid's composition). Learnt on {@code turn}.
 */
public record EnemyUnitReport(int turn, Hex hex, UnitId id, UnitType type, String name, int steps) {}
