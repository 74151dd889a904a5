package org.umpire.engine.scenario;

import org.umpire.engine.map.Hex;

/**
 * A hex the rules name ({@code midway} = H6, {@code kure} = G6...).
 *
 * @param key  stable key used by code and data ({@code midway}, {@code kure}, {@code us-setup-centre}...)
 * @param name the name shown to people ({@code Midway}, {@code Pearl and Hermes Reef})
 * @param hex  where it is
 */
public record NamedHex(String key, String name, Hex hex) {}
