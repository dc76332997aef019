import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct ModifierTests {
    @Test func modifierOrderIsKept() {
        let paddedThenBackground = serialize(Text("x").padding().background(Color.red))
        let backgroundThenPadded = serialize(Text("x").background(Color.red).padding())
        #expect(
            paddedThenBackground
                == text("x").modified(.padding(edges: .all, length: nil)).modified(.background(.color(named("red")), alignment: .center)))
        #expect(
            backgroundThenPadded
                == text("x").modified(.background(.color(named("red")), alignment: .center)).modified(.padding(edges: .all, length: nil)))
        #expect(paddedThenBackground != backgroundThenPadded)
    }

    @Test func paddingOverloads() {
        #expect(unwrap(serialize(Text("x").padding(8))).modifiers == [.padding(edges: .all, length: 8)])
        #expect(unwrap(serialize(Text("x").padding(.horizontal, 4))).modifiers == [.padding(edges: .horizontal, length: 4)])
        #expect(unwrap(serialize(Text("x").padding([.top, .leading]))).modifiers == [.padding(edges: [.top, .leading], length: nil)])
        let insets = serialize(Text("x").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 0)))
        #expect(unwrap(insets).modifiers == [.padding(edges: .leading, length: 8), .padding(edges: .vertical, length: 4)])
    }

    @Test func framesKeepFixedAndFlexibleLengths() {
        #expect(unwrap(serialize(Text("x").frame(height: 44))).modifiers == [.frame(FrameSpec(height: 44))])
        let flexible = serialize(Text("x").frame(maxWidth: .infinity, alignment: .leading))
        #expect(unwrap(flexible).modifiers == [.frame(FrameSpec(maxWidth: .infinity, alignment: .leading))])
    }

    /// The system color `name` blended with white by `fraction`, in light and dark: the top of its `.gradient`.
    static func blended(_ name: String, withWhiteBy fraction: Double) -> NodeColor {
        func blend(dark: Bool) -> NodeColor {
            let value = SystemColorPalette.components(of: name, dark: dark)!
            func towardsWhite(_ component: Double) -> Double { component + (1 - component) * fraction }
            return .rgba(red: towardsWhite(value.red), green: towardsWhite(value.green), blue: towardsWhite(value.blue), opacity: 1)
        }
        return .adaptive(light: blend(dark: false), dark: blend(dark: true))
    }

    @Test func backgroundsAndOverlaysTakeViewsStylesAndShapes() {
        let gradient = serialize(Text("x").background(.blue.gradient))
        #expect(
            unwrap(gradient).modifiers == [
                .background(
                    .shape(
                        ShapeNode(
                            shape: .rectangle,
                            fill: .linearGradient(
                                colors: [Self.blended("blue", withWhiteBy: 0.12), named("blue")], start: .top, end: .bottom))),
                    alignment: .center)
            ])
        // An RGB color's standard gradient is opaque, a little lighter at the top.
        let white = Color(red: 1, green: 1, blue: 1).gradient.resolvePaint(in: testEnvironment())
        let tinted = Color(red: 0.5, green: 0, blue: 0).gradient.resolvePaint(in: testEnvironment())
        #expect(
            white
                == .linearGradient(
                    colors: [.rgba(red: 1, green: 1, blue: 1, opacity: 1), .rgba(red: 1, green: 1, blue: 1, opacity: 1)], start: .top,
                    end: .bottom))
        #expect(
            tinted
                == .linearGradient(
                    colors: [.rgba(red: 0.56, green: 0.12, blue: 0.12, opacity: 1), .rgba(red: 0.5, green: 0, blue: 0, opacity: 1)],
                    start: .top,
                    end: .bottom))
        let capsule = serialize(Text("x").background(.orange, in: Capsule()))
        #expect(
            unwrap(capsule).modifiers == [
                .background(.shape(ShapeNode(shape: .capsule, fill: .color(named("orange")))), alignment: .center)
            ])
        let layered = serialize(
            Text("x").overlay(alignment: .topTrailing) {
                Circle()
                Text("1")
            })
        let stack = ViewNode.stack(
            StackNode(axis: .depth, alignment: .topTrailing, children: [.shape(ShapeNode(shape: .circle)), text("1")]))
        #expect(unwrap(layered).modifiers == [.overlay(stack, alignment: .topTrailing)])
        #expect(
            unwrap(serialize(Text("x").background(.ultraThinMaterial))).modifiers == [
                .background(.color(named("background", opacity: 0.35)), alignment: .center)
            ])
    }

    @Test func containerBackgroundIsTheWidgetsBackground() {
        let view = Text("x").containerBackground(Color.clear, for: .widget)
        #expect(serialize(view) == text("x").modified(.containerBackground(.color(named("clear")))))
        let built = Text("x").containerBackground(for: .widget) {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
        }
        let fill = NodePaint.linearGradient(colors: [named("blue"), named("purple")], start: .top, end: .bottom)
        #expect(serialize(built) == text("x").modified(.containerBackground(.shape(ShapeNode(shape: .rectangle, fill: fill)))))
        #expect(serialize(view) { $0.showsWidgetContainerBackground = false } == text("x"))
    }

    @Test func textStylingOnAnyViewIsInherited() {
        let view = VStack { Text("x") }.font(.caption.italic()).bold().foregroundStyle(.secondary).textCase(.uppercase)
        #expect(
            unwrap(serialize(view)).modifiers == [
                .textStyle(TextStyleSpec(textCase: "uppercase")), .foreground(.color(named("secondary"))),
                .textStyle(TextStyleSpec(weight: "bold")), .font(NodeFont(style: "caption")), .textStyle(TextStyleSpec(italic: true)),
            ])
        let layout = serialize(Image(systemName: "a").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5))
        #expect(
            unwrap(layout).modifiers == [
                .textLayout(TextLayoutSpec(minimumScaleFactor: 0.5)), .textLayout(TextLayoutSpec(multilineTextAlignment: "center")),
                .textLayout(TextLayoutSpec(lineLimit: 2)),
            ])
        #expect(serialize(Image(systemName: "a").foregroundColor(nil).font(nil).lineLimit(nil)) == .image(ImageNode(systemName: "a")))
    }

    @Test func visualAndLayoutModifiersMapOneToOne() {
        let view = Color.red
            .opacity(0.5)
            .cornerRadius(12)
            .clipShape(.rect(cornerRadius: 4))
            .clipShape(Circle())
            .border(.gray, width: 2)
            .shadow(radius: 3, y: 2)
            .offset(x: 1, y: -1)
            .layoutPriority(1)
            .fixedSize(horizontal: true, vertical: false)
            .aspectRatio(1.5, contentMode: .fill)
            .scaledToFit()
        let expected: [NodeModifier] = [
            .aspectRatio(nil, fill: false), .aspectRatio(1.5, fill: true), .fixedSize(horizontal: true, vertical: false),
            .layoutPriority(1),
            .offset(x: 1, y: -1), .shadow(color: named("black", opacity: 0.33), radius: 3, x: 0, y: 2),
            .border(.color(named("gray")), width: 2),
            .clip(.circle, cornerRadius: nil), .clip(.roundedRectangle, cornerRadius: 4), .clip(.roundedRectangle, cornerRadius: 12),
        ]
        let (modifiers, content) = unwrap(serialize(view))
        #expect(modifiers == expected)
        #expect(content == .color(named("red", opacity: 0.5)))
    }

    @Test func tintGoesOnTheWireAndResolvesTintStyle() {
        let view = Circle().fill(.tint).tint(.orange)
        #expect(serialize(view) == .shape(ShapeNode(shape: .circle, fill: .color(named("orange")))).modified(.tint(named("orange"))))
        #expect(serialize(Circle().fill(.tint)) == .shape(ShapeNode(shape: .circle, fill: .color(named("accentColor")))))
    }

    @Test func widgetModifiers() {
        let url = URL(string: "myapp://open/1")!
        #expect(
            unwrap(serialize(Text("x").invalidatableContent().widgetURL(url))).modifiers == [.widgetURL("myapp://open/1"), .invalidatable])
        #expect(serialize(Text("x").invalidatableContent(false).widgetURL(nil)) == text("x"))
        #expect(unwrap(serialize(Text("x").redacted(reason: .placeholder))).modifiers == [.redacted])
        #expect(unwrap(serialize(Text("x").unredacted().redacted(reason: .placeholder))).modifiers == [.redacted, .unredacted])
        #expect(unwrap(serialize(Image(systemName: "plus").accessibilityLabel("Add"))).modifiers == [.accessibilityLabel("Add")])
        #expect(unwrap(serialize(Text("x").accessibility(label: Text("Ex")))).modifiers == [.accessibilityLabel("Ex")])
        #expect(serialize(Text("x").accessibilityLabel("")) == text("x"))
        #expect(serialize(Text("x").privacySensitive()) == text("x"))
        #expect(unwrap(serialize(Text("x").privacySensitive().redacted(reason: .privacy))).modifiers == [.redacted])
    }

    @Test func acceptedModifiersLeaveTheTreeUnchanged() {
        let view = Text("x")
            .widgetAccentable()
            .privacySensitive(false)
            .id(3)
            .tag("t")
            .accessibilityHidden(true)
            .accessibility(hidden: true)
            .accessibility(addTraits: .isButton)
            .accessibilityAction(.magicTap) {}
            .accessibilityAction(named: "Mark done") {}
            .accessibilityHeading(.h2)
            .accessibilityRepresentation { Text("other") }
            .accessibilityCustomContent("Due", Text("today"))
            .contentTransition(.numericText())
            .animation(.easeInOut(duration: 1), value: 3)
            .transition(.opacity.combined(with: .scale))
            .widgetLabel("label")
            .imageScale(.large)
            .symbolRenderingMode(.hierarchical)
            .buttonRepeatBehavior(.enabled)
        #expect(serialize(view) == text("x"))
    }

    @Test func customViewModifiersComposeBuiltInOnes() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(6).background(Color.gray)
            }
        }
        let node = serialize(Text("x").modifier(Card()))
        #expect(
            node == text("x").modified(.padding(edges: .all, length: 6)).modified(.background(.color(named("gray")), alignment: .center)))
    }
}
