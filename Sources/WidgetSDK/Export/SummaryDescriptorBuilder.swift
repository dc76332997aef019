internal import WidgetWire

/// Turns an intent's `parameterSummary` into the manifest's ``SummaryDescriptor``.
enum SummaryDescriptorBuilder {
    /// The summary of `type`, or `nil` when it declares none.
    static func descriptor<Intent: AppIntent>(of type: Intent.Type) throws(ManifestError) -> SummaryDescriptor? {
        let summary = Intent.parameterSummary
        if summary is NoParameterSummary<Intent> { return nil }
        let resolver = Resolver(intent: Intent(), owner: TypeIdentifier.identifier(for: type))
        return try resolver.descriptor(of: summaryNodes(of: summary))
    }

    /// Converts summary nodes, naming parameters by reading them through an instance of the intent.
    private struct Resolver<Intent: AppIntent> {
        let intent: Intent
        let owner: String

        /// One block: parameters only become a summary; one `Summary`, `When` or `Switch` stands for itself.
        func descriptor(of block: [SummaryNode]) throws(ManifestError) -> SummaryDescriptor {
            let parameters = block.compactMap { node -> AnyKeyPath? in
                if case .parameter(let keyPath) = node { return keyPath }
                return nil
            }
            if parameters.count == block.count {
                return .summary(template: nil, parameters: try parameters.map(name(of:)))
            }
            guard block.count == 1 else {
                throw ManifestError(
                    "the parameterSummary of \(owner) has a block mixing parameters with Summary/When/Switch, or several of them; "
                        + "a block holds either parameters or exactly one Summary, When or Switch")
            }
            return try descriptor(of: block[0])
        }

        private func descriptor(of node: SummaryNode) throws(ManifestError) -> SummaryDescriptor {
            switch node {
            case .parameter(let keyPath):
                return .summary(template: nil, parameters: [try name(of: keyPath)])
            case .summary(let template, let content):
                var names: [String] = []
                var text: String?
                if let template {
                    text = ""
                    for part in template {
                        switch part {
                        case .text(let literal): text? += literal
                        case .parameter(let keyPath):
                            let parameter = try name(of: keyPath)
                            text? += "${\(parameter)}"
                            names.append(parameter)
                        }
                    }
                }
                for item in content {
                    guard case .parameter(let keyPath) = item else {
                        throw ManifestError(
                            "a Summary of \(owner) lists something other than parameters in its block; list only \\.$parameter")
                    }
                    let parameter = try name(of: keyPath)
                    if !names.contains(parameter) { names.append(parameter) }
                }
                return .summary(template: text, parameters: names)
            case .when(let subject, let comparison, let values, let then, let otherwise):
                let condition = SummaryCondition(subject: try self.subject(subject), comparison: comparison, values: values)
                return .when(condition: condition, then: try descriptor(of: then), otherwise: try otherwise.map(descriptor(of:)))
            case .switchCase(let subject, let cases, let defaultCase):
                var wireCases: [SummarySwitchCase] = []
                for item in cases {
                    wireCases.append(SummarySwitchCase(values: item.values, summary: try descriptor(of: item.content)))
                }
                return .switchCase(subject: try self.subject(subject), cases: wireCases, defaultCase: try defaultCase.map(descriptor(of:)))
            case .defaultCase:
                throw ManifestError("the parameterSummary of \(owner) has a DefaultCase outside a Switch")
            }
        }

        private func subject(_ subject: SummaryNodeSubject) throws(ManifestError) -> SummarySubject {
            switch subject {
            case .parameter(let keyPath): .parameter(try name(of: keyPath))
            case .widgetFamily: .widgetFamily
            }
        }

        private func name(of keyPath: AnyKeyPath) throws(ManifestError) -> String {
            guard let name = ParameterReflection.name(of: keyPath, in: intent) else {
                throw ManifestError("the parameterSummary of \(owner) refers to \(keyPath), which is not a stored @Parameter of the intent")
            }
            return name
        }
    }
}
