// Placeholder registry; filled in with the engines.
namespace satdoku {}
