package org.umpire.cli.yaml;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The YAML tree shared by the scenario loader and the game store: lines, values and problems. */
class YamlTreeTest {

    private static YamlNode.Mapping root(String text) {
        YamlTree tree = YamlTree.parse(text);
        assertThat(tree.problems()).isEmpty();
        return (YamlNode.Mapping) tree.root().orElseThrow();
    }

    private static YamlNode value(YamlNode.Mapping m, String key) {
        return m.entries().get(key).value();
    }

    @Test
    void a_mapping_or_list_under_a_key_is_at_the_key_s_line_a_value_and_a_list_item_at_their_own() {
        YamlNode.Mapping root = root("id: x\nmap:\n  fog: [A1]\n  rows:\n    - 1\n    - 2\nlate:\n  13\n");
        assertThat(root.line()).isEqualTo(1);
        YamlNode.Mapping map = (YamlNode.Mapping) value(root, "map");
        assertThat(map.line()).isEqualTo(2);
        assertThat(map.entries().get("fog").keyLine()).isEqualTo(3);
        YamlNode.Sequence rows = (YamlNode.Sequence) value(map, "rows");
        assertThat(rows.line()).isEqualTo(4);
        assertThat(rows.items()).extracting(YamlNode::line).containsExactly(5, 6);
        assertThat(value(root, "late").line()).isEqualTo(8);
        assertThat(root.entries().get("late").keyLine()).isEqualTo(7);
    }

    @Test
    void values_are_kept_as_written_and_null_has_no_text() {
        YamlNode.Mapping root = root("a: ' x '\nb:\nc: ~\nd: null\ne: 3\n");
        assertThat(List.of("a", "b", "c", "d", "e"))
                .extracting(k -> ((YamlNode.Scalar) value(root, k)).text())
                .containsExactly(" x ", "", null, null, "3");
        assertThat(value(root, "c").kind()).isEqualTo("an empty value");
        assertThat(value(root, "e").kind()).isEqualTo("a value");
        assertThat(root.kind()).isEqualTo("a mapping (key: value lines)");
        assertThat(root("l: []\n").entries().get("l").value().kind()).isEqualTo("a list");
    }

    @Test
    void keys_stay_in_file_order() {
        assertThat(root("b: 1\na: 2\nc: 3\n").entries().keySet()).containsExactly("b", "a", "c");
    }

    @Test
    void a_repeated_key_is_a_problem_naming_its_path_and_the_first_is_kept() {
        YamlTree tree = YamlTree.parse("map:\n  fog: 1\n  fog: 2\nlist:\n  - {a: 1, a: 2}\n");
        assertThat(tree.problems())
                .containsExactly(
                        new YamlProblem.RepeatedKey(3, "map.fog", "fog", 2),
                        new YamlProblem.RepeatedKey(5, "list.a", "a", 5));
        YamlNode.Mapping map =
                (YamlNode.Mapping) value((YamlNode.Mapping) tree.root().orElseThrow(), "map");
        assertThat(((YamlNode.Scalar) value(map, "fog")).text()).isEqualTo("1");
    }

    @Test
    void a_second_document_is_a_problem_and_the_first_is_still_read() {
        YamlTree tree = YamlTree.parse("a: 1\n---\nb: 2\n");
        assertThat(tree.problems()).containsExactly(new YamlProblem.SecondDocument(3));
        assertThat(((YamlNode.Mapping) tree.root().orElseThrow()).entries()).containsOnlyKeys("a");
    }

    @Test
    void empty_text_or_only_comments_has_no_root() {
        for (String text : List.of("", "# nothing\n")) {
            YamlTree tree = YamlTree.parse(text);
            assertThat(tree.root()).isEmpty();
            assertThat(tree.problems()).containsExactly(new YamlProblem.Empty());
        }
    }

    @Test
    void malformed_yaml_has_no_root_and_says_where_the_parser_stopped_in_its_own_words() {
        YamlTree tree = YamlTree.parse("a: 1\nb: [1\nc: 2\n");
        assertThat(tree.root()).isEmpty();
        assertThat(tree.problems()).singleElement().isInstanceOfSatisfying(YamlProblem.Malformed.class, m -> {
            assertThat(m.line()).isEqualTo(3);
            assertThat(m.detail()).startsWith("while parsing a flow sequence (from line 2): expected ',' or ']'");
        });
    }

    @Test
    void text_and_utf8_bytes_give_the_same_tree() {
        String text = "name: Hiryū\nlist: [a, b]\n";
        assertThat(YamlTree.parse(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(YamlTree.parse(text));
    }
}
