import TermUI

/// Wallet Pal from "SwiftUI Accessibility: Beyond the basics" (WWDC21): a navigation bar with
/// a symbol button, budget sliders drawn from shapes, a budget history graph drawn in a Canvas,
/// and a row of friends.
///
/// - before: what the drawing code gives: the Edit Budgets button is read by its symbol name,
///   the sliders' tracks are silent shapes, the graph has no element, and each friend's
///   challenge button is read before the friend.
/// - after: the session's fixes: the button style is represented by its label, each slider by
///   a `Slider` with a dollar value, the graph is a labelled element with one child per month,
///   and each friend is one element with the challenge as an action.
public struct WalletScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var food = 0.3
    @State private var travel = 0.6
    @State private var fun = 0.2

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            NavigationBarView(isFixed: variant == .after)
            BudgetSlider(value: $food, label: "Food", isFixed: variant == .after)
            BudgetSlider(value: $travel, label: "Travel", isFixed: variant == .after)
            BudgetSlider(value: $fun, label: "Fun", isFixed: variant == .after)
            BudgetHistoryGraph(budgets: Budget.history, isFixed: variant == .after)
                .frame(height: 160)
            FriendsView(users: User.friends, isFixed: variant == .after)
        }
        .padding()
    }
}

extension Double {
    func toDollars() -> String {
        return "$\(Int(self))"
    }
}

/// The most a budget can be; a slider's value is the fraction of it.
let budgetLimit = 1000.0

struct NavigationBarView: View {
    let isFixed: Bool
    var body: some View {
        HStack {
            Text("Wallet Pal")
                .font(.largeTitle)
                .bold()
                .accessibilityAddTraits(isFixed ? .isHeader : [])

            Spacer()

            Button("Edit Budgets", action: {})
                .buttonStyle(SymbolButtonStyle(systemName: "slider.vertical.3", isFixed: isFixed))
        }
    }
}

/// A button drawn as a symbol. Fixed, its representation is the button's own label, so
/// VoiceOver reads "Edit Budgets" rather than the symbol's name.
struct SymbolButtonStyle: ButtonStyle {
    let systemName: String
    var isFixed = true

    func makeBody(configuration: Configuration) -> some View {
        if isFixed {
            Image(systemName: systemName)
                .accessibilityRepresentation { configuration.label }
        } else {
            Image(systemName: systemName)
        }
    }
}

/// A budget's name and amount above its track. At the accessibility text sizes the amount
/// goes under the name, as Dynamic Type layouts do when a row no longer fits side by side.
struct BudgetSlider: View {
    @Binding var value: Double
    var label: String
    var isFixed: Bool
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading) {
            let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
            layout {
                Text(label)
                Text((value * budgetLimit).toDollars()).bold()
            }
            if isFixed {
                SliderShape(value: value)
                    .gesture(DragGesture().onChanged(handle))
                    .accessibilityRepresentation {
                        Slider(value: $value, in: 0...1) {
                            Text(label)
                        }
                        .accessibilityValue((value * budgetLimit).toDollars())
                    }
            } else {
                SliderShape(value: value)
                    .gesture(DragGesture().onChanged(handle))
            }
        }
    }

    private func handle(_ drag: DragGesture.Value) {
        value = min(1, max(0, drag.location.x / 320))
    }
}

struct SliderShape: View {
    var value: Double

    private struct BackgroundTrack: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .foregroundColor(Color(white: 0.2))
        }
    }

    private struct OverlayTrack: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .foregroundColor(Color(white: 0.95))
        }
    }

    private struct Knob: View {
        var cornerRadius: CGFloat
        var body: some View {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .strokeBorder(Color(white: 0.7), lineWidth: 1)
                .shadow(radius: 3)
        }
    }

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                BackgroundTrack(cornerRadius: geometry.size.height / 2)

                OverlayTrack(cornerRadius: geometry.size.height / 2)
                    .frame(
                        width: max(geometry.size.height, geometry.size.width * CGFloat(value) + geometry.size.height / 2),
                        height: geometry.size.height)

                Knob(cornerRadius: geometry.size.height / 2)
                    .frame(width: geometry.size.height, height: geometry.size.height)
                    .offset(x: max(0, geometry.size.width * CGFloat(value) - geometry.size.height / 2), y: 0)
            }
        }
        .frame(maxWidth: 320, minHeight: 16, maxHeight: 16)
    }
}

struct Budget: Identifiable {
    var month: String
    var amount: Double

    var id: String { month }

    static let history = [
        Budget(month: "Jan", amount: 620), Budget(month: "Feb", amount: 480), Budget(month: "Mar", amount: 750),
        Budget(month: "Apr", amount: 530), Budget(month: "May", amount: 900), Budget(month: "Jun", amount: 410),
    ]
}

struct BudgetHistoryGraph: View {
    var budgets: [Budget]
    var isFixed: Bool

    var body: some View {
        GeometryReader { proxy in
            VStack {
                if isFixed {
                    graph
                        .accessibilityLabel("Budget History Graph")
                        .accessibilityChildren {
                            HStack {
                                ForEach(budgets) { budget in
                                    Rectangle()
                                        .accessibilityLabel(budget.month)
                                        .accessibilityValue(budget.amount.toDollars())
                                }
                            }
                        }
                } else {
                    graph
                }
            }
        }
        .padding(.horizontal)
    }

    private var graph: some View {
        Canvas { ctx, size in
            let inset: CGFloat = 25
            let insetSize = CGSize(width: size.width, height: size.height - inset * 2)
            let width = insetSize.width / CGFloat(budgets.count)
            let max = budgets.map(\.amount).max() ?? 0
            for n in budgets.indices {
                let x = width * CGFloat(n)
                let height = (CGFloat(budgets[n].amount) / CGFloat(max)) * insetSize.height
                let y = insetSize.height - height
                let p = Path(
                    roundedRect: CGRect(x: x + 2.5, y: y + inset, width: width - 5, height: height),
                    cornerRadius: 4)
                ctx.fill(p, with: .color(Color.green))
                ctx.draw(Text(budgets[n].amount.toDollars()), at: CGPoint(x: x + width / 2, y: y + inset / 2))
                ctx.draw(Text(budgets[n].month), at: CGPoint(x: x + width / 2, y: y + height + 1.5 * inset))
            }
        }
    }
}

struct User: Identifiable {
    var id: Int
    var name: String
    var photo: String

    static let friends = [User(id: 1, name: "Sam", photo: "sam"), User(id: 2, name: "Ana", photo: "ana"),
                          User(id: 3, name: "Lee", photo: "lee")]
}

struct FriendCellView: View {
    var user: User
    var isFixed: Bool

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .center) {
                Image(decorative: user.photo)
                    .resizable()
                    .frame(width: 64, height: 32)
                Text(user.name)
            }

            Button("Send Challenge") {
                AccessibilityNotification.Announcement("Challenge sent to \(user.name)").post()
            }
                .buttonStyle(SymbolButtonStyle(systemName: "gamecontroller.fill", isFixed: isFixed))
                // Read after the friend it belongs to, not first because it sits at the top.
                .accessibilitySortPriority(isFixed ? -1 : 0)
        }
    }
}

struct FriendsView: View {
    var users: [User]
    var isFixed: Bool

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(users) { user in
                    if isFixed {
                        FriendCellView(user: user, isFixed: true)
                            .accessibilityElement(children: .combine)
                            .onTapGesture {}
                    } else {
                        FriendCellView(user: user, isFixed: false)
                            .onTapGesture {}
                    }
                }

                AddFriendButton()

                Spacer()
            }
        }
        .modifierIf(isFixed) { row in
            row.accessibilityElement(children: .contain).accessibilityLabel("Friends")
        }
    }
}

struct AddFriendButton: View {
    var body: some View {
        Button(action: {}) {
            Circle()
                .foregroundColor(Color(white: 0.9))
                .frame(width: 50, height: 50)
                .overlay(
                    Image(systemName: "plus")
                        .resizable()
                        .foregroundColor(Color(white: 0.5))
                        .padding(15)
                )
        }
        .buttonStyle(PlainButtonStyle())
    }
}
