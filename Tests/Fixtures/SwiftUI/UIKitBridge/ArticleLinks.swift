import SafariServices
import SwiftUI

/// Reading a park's safety articles in Safari inside the app, and opening the park's phone
/// number in the Phone app.
struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = .systemGreen
        return controller
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

struct Article: Identifiable {
    let id: Int
    let title: String
    let url: URL
}

struct ArticleLinks: View {
    @State private var reading: Article?
    private let articles = [
        Article(id: 1, title: "Heat safety", url: URL(string: "https://www.nps.gov/articles/heat.htm")!),
        Article(id: 2, title: "Bear encounters", url: URL(string: "https://www.nps.gov/subjects/bears/safety.htm")!),
    ]
    private let rangerStation = URL(string: "tel:5555550100")!

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Before you go")
                .font(.title3)
                .accessibilityAddTraits(.isHeader)
            ForEach(articles) { article in
                Button(article.title) {
                    reading = article
                }
            }
            if UIApplication.shared.canOpenURL(rangerStation) {
                Button("Call the ranger station") {
                    UIApplication.shared.open(rangerStation)
                }
            }
        }
        .padding()
        .sheet(item: $reading) { article in
            SafariView(url: article.url)
        }
    }
}

#Preview {
    ArticleLinks()
}
