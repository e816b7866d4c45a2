package explain

// TheCatalogue is the explainer's catalogue, for the key test of package explain_test (which may
// import internal/testkit/msgkeys, itself an importer of explain).
var TheCatalogue = catalogue
