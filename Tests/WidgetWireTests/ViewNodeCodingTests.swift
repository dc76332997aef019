import Testing
import WidgetWire

struct ViewNodeCodingTests {
    @Test func textShorthandDecodesToOneRun() throws {
        let node = try WireCoding.decode(ViewNode.self, from: #"{"type": "text", "text": "结果: 10"}"#)
        #expect(node == .text(TextNode("结果: 10")))
    }

    @Test func nestedModifiersRoundTrip() throws {
        let button = ButtonNode(
            action: IntentInvocation(intent: "MyCalculateIntent", parameters: ["value": 10]),
            label: .text(TextNode("加 10")))
        let tree = ViewNode.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 10,
                children: [
                    .text(TextNode(runs: [TextRun(.string("Time: ")), TextRun(.date(1_700_000_000, style: .time))])),
                    .button(button),
                    .spacer(minLength: nil),
                ])
        )
        .modified(.padding(edges: .all, length: nil))
        .modified(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)))
        .modified(.containerBackground(.color(.named("white", opacity: 1))))
        let bytes = try WireCoding.encode(tree)
        let decoded = try WireCoding.decode(ViewNode.self, from: bytes)
        #expect(decoded == tree)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""maxWidth":"infinity""#))
        #expect(text.contains(#""type":"containerBackground""#))
    }

    @Test func everyModifierRoundTrips() throws {
        let modifiers: [NodeModifier] = [
            .padding(edges: [.top, .leading], length: 4), .frame(FrameSpec(width: 44, height: 44)),
            .background(.color(.named("red", opacity: 1)), alignment: .center), .overlay(.divider, alignment: .topLeading),
            .containerBackground(.color(.named("clear", opacity: 1))), .font(NodeFont(style: "headline")),
            .textStyle(TextStyleSpec(weight: "bold", strikethrough: true)),
            .foreground(.color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1))),
            .foreground(.linearGradient(colors: [.named("blue", opacity: 1), .named("purple", opacity: 0.5)], start: .top, end: .bottom)),
            .textLayout(TextLayoutSpec(multilineTextAlignment: "center", lineLimit: 2)), .opacity(0.5),
            .clip(.roundedRectangle, cornerRadius: 12), .border(.color(.named("gray", opacity: 1)), width: 2),
            .shadow(color: .named("black", opacity: 0.3), radius: 4, x: 0, y: 2), .offset(x: 3, y: -2), .layoutPriority(1),
            .fixedSize(horizontal: true, vertical: false), .aspectRatio(1.5, fill: true), .tint(.named("orange", opacity: 1)),
            .invalidatable, .gridCell(columns: 2, unsizedHorizontally: true, unsizedVertically: false), .widgetURL("widget://open"),
            .redacted, .unredacted, .accessibilityLabel("Add a cup"),
            .mask(.shape(ShapeNode(shape: .circle)), alignment: .bottom), .blendMode(.multiply), .compositingGroup,
            .allowsHitTesting(false), .geometryReader(width: 64, height: 138), .rotationEffect(degrees: -90, anchor: .center),
            .scaleEffect(x: 2, y: 0.5, anchor: .topLeading), .widgetLabel(.text(TextNode("label"))), .position(x: 10, y: -4.5),
            .zIndex(2), .colorScheme("dark"),
        ]
        for modifier in modifiers {
            let node = ViewNode.text(TextNode("x")).modified(modifier)
            #expect(try WireCoding.decode(ViewNode.self, from: WireCoding.encode(node)) == node, "\(modifier.typeName)")
        }
        #expect(Set(modifiers.map(\.typeName)) == NodeModifier.typeNames)
    }

    @Test func unknownNodeTypeIsReportedWithItsPath() throws {
        let json = #"{"type": "vstack", "children": [{"type": "text", "text": "a"}, {"type": "marquee"}]}"#
        let error = #expect(throws: WireDecodingError.self) { try WireCoding.decode(ViewNode.self, from: json) }
        #expect(error?.description.contains("children[1]") == true)
        #expect(error?.description.contains("marquee") == true)
    }
}
