package org.umpire.cli.orders;

import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

class Try {
    public static void main(String[] a) {
        Situation s = Situation.midway().at(2, Phase.MOVEMENT).put("A1", "Kaga", "Akagi", "Nagara").put("B4", "Haruna-Kirishima");
        String text = String.join("\n", a);
        OrdersReceipt r = OrdersReader.read(s.scenario, s.state(), Side.JP, text);
        System.out.print(ReceiptWriter.load(Language.EN, null).render(r));
        System.out.print(ReceiptWriter.load(Language.FR, null).render(r));
    }
}
