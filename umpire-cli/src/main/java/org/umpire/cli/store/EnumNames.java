package org.umpire.cli.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** Enum constants in the store's YAML: lower case with hyphens ({@code no-ships}, {@code naval}). */
final class EnumNames {

    private EnumNames() {}

    static String slug(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static <E extends Enum<E>> Optional<E> parse(Class<E> type, String text) {
        String t = text.trim().replace('-', '_');
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(t)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** {@code "one of naval, air"} for messages. */
    static <E extends Enum<E>> String oneOf(Class<E> type) {
        return ONE_OF.get(type);
    }

    /** Worded once per enum: asked for every item of a state's lists. */
    private static final ClassValue<String> ONE_OF = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(e -> slug((Enum<?>) e))
                            .collect(Collectors.joining(", "));
        }
    };
}
