package org.umpire.cli.orders;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** "Did you mean": the closest candidate by edit distance (transpositions count 1), if close enough. */
final class Suggest {

    private Suggest() {}

    /** A pure cache (NoStaticMutableStateTest): {@link Fold#key} of a word, forgotten past 10,000 words. */
    private static final Map<String, String> KEYS = new ConcurrentHashMap<>();

    private static String key(String s) {
        if (KEYS.size() > 10_000) {
            KEYS.clear();
        }
        return KEYS.computeIfAbsent(s, Fold::key);
    }

    static Optional<String> best(String written, Collection<String> candidates) {
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        String w = Fold.key(written);
        if (w.length() < 2 || w.length() > 40) {
            return Optional.empty();
        }
        int limit = w.length() <= 4 ? 1 : w.length() <= 8 ? 2 : 3;
        String best = null;
        int bestD = limit + 1;
        for (String cand : candidates) {
            String k = key(cand);
            if (k.equals(w) || Math.abs(k.length() - w.length()) > limit) {
                continue;
            }
            int d = distance(w, k, bestD);
            if (d < bestD || d == bestD && best != null && cand.compareTo(best) < 0) {
                bestD = d;
                best = cand;
            }
        }
        return bestD <= limit ? Optional.ofNullable(best) : Optional.empty();
    }

    /** Optimal string alignment distance, giving up (returns {@code cap}) once every path exceeds it. */
    static int distance(String a, String b, int cap) {
        int n = a.length();
        int m = b.length();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > cap) {
                return cap + 1;
            }
        }
        return d[n][m];
    }
}
