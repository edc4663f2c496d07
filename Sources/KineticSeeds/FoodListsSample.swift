// seeds/004, "matchedGeometryEffect": the food lists as written (its ContentView and Food made
// private, as each sample here has its own).
import Kinetic

private struct Food: Identifiable {
    var name: String
    var selected: Bool = false
    var id: String { name }
}

private struct ContentView: View {
    @Namespace private var foodNS

    @State private var foods: [Food] = [
        Food(name: "Hamburger"),
        Food(name: "Fries"),
        Food(name: "Shake"),
    ]

    func foodList(selected: Bool) -> some View {
        List(foods) { food in
            if food.selected == selected {
                Text(food.name)
                    .matchedGeometryEffect(id: food.id, in: foodNS)
                    .onTapGesture {
                        withAnimation { toggle(food: food) }
                    }
            }
        }
    }

    func toggle(food: Food) {
        let index = foods.firstIndex(where: { $0.id == food.id })!
        foods[index].selected.toggle()
    }

    var body: some View {
        HStack {
            VStack {
                Text("Available")
                foodList(selected: false)
            }
            VStack {
                Text("Selected")
                foodList(selected: true)
            }
        }
    }
}

/// The sample's root view, for the gallery and the tests.
@MainActor package func foodListsContentView() -> some View { ContentView() }
