#pragma once

// Helpers the Properties dock's pages share to show the values of several selected elements.

#include "map/Map.h"
#include "panels/MixedSpinBox.h"

#include <QCoreApplication>
#include <QLineEdit>

#include <string>
#include <vector>

namespace sw::editor::properties {

// The value shared by all items, or mixed.
template <typename T, typename F>
void showNumber(MixedSpinBox* box, const std::vector<T>& items, F get)
{
    if (items.empty())
        return;
    const double first = get(items.front());
    for (const T& item : items)
        if (get(item) != first) {
            box->showMixed();
            return;
        }
    box->showValue(first);
}

template <typename T, typename F> void showText(QLineEdit* edit, const std::vector<T>& items, F get)
{
    if (items.empty())
        return;
    const std::string first = get(items.front());
    bool same = true;
    for (const T& item : items)
        same = same && get(item) == first;
    edit->setText(same ? QString::fromStdString(first) : QString());
    edit->setPlaceholderText(same ? QString()
                                  : QCoreApplication::translate("PropertiesPanel", "mixed"));
}

// True, with the value in out, when every item has the same one.
template <typename T, typename V, typename F>
bool sameValue(const std::vector<T>& items, F get, V& out)
{
    if (items.empty())
        return false;
    out = get(items.front());
    for (const T& item : items)
        if (get(item) != out)
            return false;
    return true;
}

template <typename T>
std::vector<T> pick(const CowVector<T>& all, const std::vector<Index>& indices)
{
    std::vector<T> result;
    result.reserve(indices.size());
    for (Index i : indices)
        result.push_back(all[static_cast<std::size_t>(i)]);
    return result;
}

inline MixedSpinBox* numberField(QWidget* parent, double step, double lo = -1e6, double hi = 1e6)
{
    auto* box = new MixedSpinBox(parent);
    box->setSingleStep(step);
    box->setRange(lo, hi);
    return box;
}

} // namespace sw::editor::properties
