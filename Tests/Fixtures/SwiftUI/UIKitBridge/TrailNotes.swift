import SwiftUI
import UIKit

/// A trail's map, drawn by a UIKit view, and notes typed into a UITextView: two
/// representables, with a Done button that dismisses the keyboard the UIKit way.
final class TrailMapView: UIView {
    var trailName = "" {
        didSet { accessibilityLabel = "Map of \(trailName)" }
    }
    var distance = "" {
        didSet { accessibilityValue = distance }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGreen.withAlphaComponent(0.2)
        isAccessibilityElement = true
        accessibilityTraits = .image
        accessibilityHint = "Shows the route from the trailhead."
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct TrailMap: UIViewRepresentable {
    let name: String
    let miles: Double

    func makeUIView(context: Context) -> TrailMapView {
        TrailMapView(frame: .zero)
    }

    func updateUIView(_ uiView: TrailMapView, context: Context) {
        uiView.trailName = name
        uiView.distance = String(format: "%.1f miles", miles)
    }
}

struct NotesEditor: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text {
            uiView.text = text
        }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }
}

struct TrailNotes: View {
    @State private var notes = "Bring water."

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ridge Loop")
                .font(.headline)
            TrailMap(name: "Ridge Loop", miles: 4.2)
                .frame(height: 120)
            Text("Notes")
                .font(.subheadline)
            NotesEditor(text: $notes)
                .frame(height: 80)
                .accessibilityLabel("Notes")
            Button("Done") {
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            }
        }
        .padding()
    }
}

#Preview {
    TrailNotes()
}
