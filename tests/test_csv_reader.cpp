// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// RFC 4180 reading (quotes, embedded newlines, CRLF, '#' comments, line numbers, errors) and the
// spreadsheet-safe cell escaping used by every CSV export. The CSV texts below are synthetic edge
// cases (the real exports in tests/data are read by test_importers); the last test reads a real
// dashboard export to check the comment lines and line numbers on real bytes.

#include "import/csv_reader.h"
#include "test_support.h"

#include <QtTest>

using namespace denominator;
using denominator::test::readAll;
using denominator::test::testData;

class TestCsvReader : public QObject {
    Q_OBJECT

private slots:
    void records_data();
    void records();
    void recordLines();
    void hashCommentsCanBeKept();
    void unterminatedQuote_data();
    void unterminatedQuote();
    void escapeCell_data();
    void escapeCell();
    void escapedCellsReadBack();
    void realDashboardExport();
};

void TestCsvReader::records_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<QStringList>>("expected");
    using L = QList<QStringList>;
    QTest::newRow("plain LF") << "a,b,c\n1,2,3\n" << L{{"a", "b", "c"}, {"1", "2", "3"}};
    QTest::newRow("CRLF") << "a,b\r\n1,2\r\n" << L{{"a", "b"}, {"1", "2"}};
    QTest::newRow("no final newline") << "a,b\n1,2" << L{{"a", "b"}, {"1", "2"}};
    QTest::newRow("quoted comma") << "name,v\n\"x, y\",1\n" << L{{"name", "v"}, {"x, y", "1"}};
    QTest::newRow("doubled quote") << "q\n\"he said \"\"hi\"\"\"\n" << L{{"q"}, {"he said \"hi\""}};
    QTest::newRow("embedded LF") << "a,b\n\"line1\nline2\",2\n" << L{{"a", "b"}, {"line1\nline2", "2"}};
    QTest::newRow("embedded CRLF kept inside quotes") << "a\r\n\"x\r\ny\"\r\n" << L{{"a"}, {"x\r\ny"}};
    QTest::newRow("empty fields") << "a,b,c\n,,\n" << L{{"a", "b", "c"}, {"", "", ""}};
    QTest::newRow("empty quoted field") << "a,b\n\"\",x\n" << L{{"a", "b"}, {"", "x"}};
    QTest::newRow("comment lines skipped") << "# licence\n# more\na,b\n1,2\n" << L{{"a", "b"}, {"1", "2"}};
    QTest::newRow("blank lines skipped") << "a,b\n\n\r\n1,2\n\n" << L{{"a", "b"}, {"1", "2"}};
    QTest::newRow("unquoted spaces trimmed") << " a , b \n" << L{{"a", "b"}};
    QTest::newRow("quoted spaces kept") << "\" a \",b\n" << L{{" a ", "b"}};
    QTest::newRow("hash inside a quoted field") << "a,b\n\"#not a comment\",2\n" << L{{"a", "b"}, {"#not a comment", "2"}};
    QTest::newRow("hash inside a record") << "a,b\nx#1,2\n" << L{{"a", "b"}, {"x#1", "2"}};
    QTest::newRow("unicode") << "hw,name\njalapeno,Jalapeño\n" << L{{"hw", "name"}, {"jalapeno", "Jalapeño"}};
}

void TestCsvReader::records()
{
    QFETCH(QString, text);
    QFETCH(QList<QStringList>, expected);
    const CsvParseResult r = parseCsv(text);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.errorLine, 0);
    QCOMPARE(r.records.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) QCOMPARE(r.records.at(i).fields, expected.at(i));
}

void TestCsvReader::recordLines()
{
    // Synthetic: comments, a blank line, a record spanning two lines, CRLF endings.
    const QString text = QStringLiteral("# c1\r\n# c2\r\nh1,h2\r\n\r\n\"multi\r\nline\",x\r\nlast,y\r\n");
    const CsvParseResult r = parseCsv(text);
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.records.size(), 3);
    QCOMPARE(r.records.at(0).line, 3);
    QCOMPARE(r.records.at(1).line, 5);
    QCOMPARE(r.records.at(2).line, 7); // the quoted field took lines 5 and 6
    QCOMPARE(r.records.at(2).fields, (QStringList{"last", "y"}));
}

void TestCsvReader::hashCommentsCanBeKept()
{
    const CsvParseResult r = parseCsv(QStringLiteral("#h,b\n1,2\n"), false);
    QCOMPARE(r.records.size(), 2);
    QCOMPARE(r.records.at(0).fields, (QStringList{"#h", "b"}));
}

void TestCsvReader::unterminatedQuote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("first data row") << "a,b\n\"open,2\n3,4\n" << 2;
    QTest::newRow("after comments and a multi-line field") << "# c\na,b\n\"ok\nok\",1\n2,\"never closed\n" << 5;
    QTest::newRow("header itself") << "\"a,b\n" << 1;
}

void TestCsvReader::unterminatedQuote()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const CsvParseResult r = parseCsv(text);
    QCOMPARE(r.errorLine, line);
    QVERIFY2(r.error.contains(QLatin1String("unterminated")), qPrintable(r.error));
}

void TestCsvReader::escapeCell_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "b200"
                           << "b200";
    QTest::newRow("number") << "1234.5"
                            << "1234.5";
    QTest::newRow("negative number kept") << "-12.5"
                                          << "-12.5";
    QTest::newRow("positive signed number kept") << "+3"
                                                 << "+3";
    QTest::newRow("exponent kept") << "-1e-3"
                                   << "-1e-3";
    QTest::newRow("formula =") << "=SUM(A1:A9)"
                               << "\"'=SUM(A1:A9)\"";
    QTest::newRow("formula +") << "+cmd|' /C calc'!A0"
                               << "\"'+cmd|' /C calc'!A0\"";
    QTest::newRow("formula -") << "-2+3+cmd"
                               << "\"'-2+3+cmd\"";
    QTest::newRow("formula @") << "@SUM(1)"
                               << "\"'@SUM(1)\"";
    QTest::newRow("comma quoted") << "a,b"
                                  << "\"a,b\"";
    QTest::newRow("quote doubled") << "say \"hi\""
                                   << "\"say \"\"hi\"\"\"";
    QTest::newRow("newline quoted") << "x\ny"
                                    << "\"x\ny\"";
    QTest::newRow("formula with quote") << "=\"x\""
                                        << "\"'=\"\"x\"\"\"";
    QTest::newRow("empty") << ""
                           << "";
}

void TestCsvReader::escapeCell()
{
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    QCOMPARE(csvEscapeCell(cell), expected);
}

void TestCsvReader::escapedCellsReadBack()
{
    // Escaping then reading gives the same cells back (formula cells with their inert prefix).
    const QStringList cells{"plain", "a,b", "say \"hi\"", "x\ny", "-4.5", "=1+2"};
    QStringList escaped;
    for (const QString& c : cells) escaped << csvEscapeCell(c);
    const CsvParseResult r = parseCsv(escaped.join(QLatin1Char(',')) + QLatin1Char('\n'));
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.records.size(), 1);
    QCOMPARE(r.records.at(0).fields, (QStringList{"plain", "a,b", "say \"hi\"", "x\ny", "-4.5", "'=1+2"}));
}

void TestCsvReader::realDashboardExport()
{
    // Real file: three '#' licence lines, the header on line 4, 16 data rows.
    const QByteArray bytes = readAll(testData(QStringLiteral("dashboard_csv_export/InferenceX_gpt-oss-120b_interactivity.csv")));
    QVERIFY(!bytes.isEmpty());
    const CsvParseResult r = parseCsv(QString::fromUtf8(bytes));
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.records.size(), 17);
    QCOMPARE(r.records.first().line, 4);
    QCOMPARE(r.records.first().fields.first(), QStringLiteral("Model"));
    QCOMPARE(r.records.last().line, 20);
    for (const CsvRecord& rec : r.records) QCOMPARE(rec.fields.size(), r.records.first().fields.size());
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "test_csv_reader.moc"
