#pragma once

#include <QMainWindow>
#include <memory>

namespace denominator {
class Store;
}

namespace denominator::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Opens the store at `dbPath` (throws StoreError) and loads bundled data when it is empty.
    explicit MainWindow(const QString& dbPath, QWidget* parent = nullptr);
    ~MainWindow() override;

    void importFiles(const QStringList& files);

private:
    std::unique_ptr<Store> m_store;
};

} // namespace denominator::ui
