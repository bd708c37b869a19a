import TermUI

/// A shop's checkout, written to show what the scanners Apple and Google ship find: each
/// problem of the before variant is one of their checks, and the after variant fixes it the way
/// their documentation says.
///
/// - contrast: the returns note in dark grey on black (2:1).
/// - hit-region: an info button one column wide.
/// - duplicate-description: two "Remove" buttons, one per item, that sound the same.
/// - text-clipped: the description cut to one line.
/// - traversal-order: a sort priority that reads Express before Standard, which is above it.
/// - parent-child: a container around a single text.
/// - label-in-name: "Buy now" labelled "Purchase", so a Voice Control user's "Tap Buy now" fails.
public struct CheckoutScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var items = ["Mug", "Tea"]
    @State private var express = false
    @State private var showsDetails = false
    @State private var bought = false

    public init(variant: Variant = .after) { self.variant = variant }

    var isFixed: Bool { variant == .after }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Checkout")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Free returns within 30 days")
                .foregroundColor(isFixed ? Color(white: 0.75) : Color(white: 0.25))
            ForEach(items, id: \.self) { item in
                HStack {
                    Text(item)
                    Spacer()
                    Button("Remove") { items.removeAll { $0 == item } }
                        .accessibilityLabel(isFixed ? "Remove \(item)" : "Remove")
                }
                .accessibilityElement(children: .contain)
            }
            HStack {
                Text("Hand-thrown stoneware mug with a speckled glaze and a wide handle")
                    .lineLimit(isFixed ? nil : 1)
                    .frame(width: isFixed ? nil : 200, alignment: .leading)
                if isFixed {
                    Button("Details") { showsDetails.toggle() }
                } else {
                    Button("i") { showsDetails.toggle() }
                        .frame(width: 8)
                }
            }
            if showsDetails { Text("Made by hand in small batches.") }
            VStack(alignment: .leading) {
                Toggle("Standard shipping", isOn: .constant(true))
                Toggle("Express shipping", isOn: $express)
                    .accessibilitySortPriority(isFixed ? 0 : 1)
            }
            .accessibilityElement(children: .contain)
            if isFixed {
                Text("Total $24")
            } else {
                VStack { Text("Total $24") }
                    .accessibilityElement(children: .contain)
            }
            Button("Buy now") { bought = true }
                .accessibilityLabel(isFixed ? "Buy now" : "Purchase")
            if bought { Text("Thank you for your order") }
        }
    }
}
