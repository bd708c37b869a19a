import SwiftUI

struct ContentView: View {
    @EnvironmentObject var store: TrailStore

    var body: some View {
        NavigationView {
            List {
                ForEach(store.trails) { trail in
                    NavigationLink(destination: TrailDetailView(trail: trail, store: store)) {
                        TrailRow(trail: trail, isFavorite: store.isFavorite(trail))
                    }
                }
            }
            .navigationTitle("Trails")
            .toolbar {
                Button(action: store.refresh) {
                    Label("Sort by name", systemImage: "arrow.up.arrow.down")
                }
                .disabled(store.isRefreshing)
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(TrailStore())
    }
}
