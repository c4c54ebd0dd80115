#pragma once

#include <QDateTime>
#include <QFuture>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;
class QTimer;

namespace sw::editor {

class Document;

// A map left behind by an editor session that ended without shutting down (a crash, a kill).
struct RecoverableSession {
    QString mapFile;      // the autosaved map
    QString infoFile;     // what it was: original file, map name
    QString lockFile;     // the session's lock, to clean up
    QString originalFile; // where the map was loaded from or last saved; may be empty
    QString mapName;
    QDateTime savedAt;
    // The document's identity, so the recovered map is saved where it would have been:
    // its file (a .swmap or a PWAD), and the IWAD an imported map came from.
    QString filePath;
    bool fileIsWad = false;
    QString importedFrom;
};

// Never lose work: while unsaved changes exist, writes the map to a recovery file of its own
// (atomically, with the core's .swmap writer, on a worker thread from a copy of the map) a few
// seconds after the last edit and every interval, under AppDataLocation/recovery.
// A lock file held for the whole session marks it as running; a recovery file whose lock is
// free belongs to a session that ended uncleanly, and the next start offers it back.
class Recovery : public QObject {
    Q_OBJECT

public:
    // intervalMs: autosave period; the STEPWISE_AUTOSAVE_MS environment variable overrides
    // it (a test hook, so tests need not wait a minute). STEPWISE_AUTOSAVE_IDLE_MS overrides
    // the pause after the last edit (kIdleMs).
    Recovery(Document& document, int intervalMs, QObject* parent = nullptr);
    // Milliseconds after the last edit before a snapshot is written.
    static constexpr int kIdleMs = 3000;
    // A clean end: the recovery files go.
    ~Recovery() override;

    void setInterval(int intervalMs);
    // Writes the recovery file now if there are unsaved changes, removes it when there are none.
    void autosave();
    // Waits for a snapshot being written (tests, and before the files are removed).
    void waitForWrite();
    QString mapFile() const { return m_mapFile; }

    static QString directory();
    // Sessions that ended uncleanly, newest first.
    static std::vector<RecoverableSession> orphans();
    // Forgets an orphan after it was recovered or discarded.
    static void discard(const RecoverableSession& session);

    // Puts a recovered session's map into the document with the identity it had (its file or
    // WAD and map name), marked modified. False (and the reader's sentence) when unreadable.
    static bool restore(Document& document, const RecoverableSession& session, QString* error);

private:
    void startWrite();
    void writeFinished();

    Document& m_document;
    QTimer* m_timer;
    QTimer* m_idle;
    QFuture<bool> m_writing;
    // An edit came while a snapshot was being written: write again when it is done.
    bool m_pending = false;
    std::unique_ptr<QLockFile> m_lock;
    QString m_mapFile, m_infoFile, m_lockFile;
    // The undo index last written, so an idle editor does not rewrite the same map.
    int m_savedIndex = -1;
};

// Test hook: when STEPWISE_TEST_EDIT is set, the editor applies this known edit to the map it
// opened at start, so a test can kill it and check that the recovered map holds the edit.
// It raises the first sector's floor by 8 and draws a 256-unit room far east of the map.
void applyTestEdit(Document& document);

} // namespace sw::editor
