package v1

// GroupName is the group name used in this package.
const GroupName = "batch.example.io"

// SchemeGroupVersion is the group version used to register these objects.
var SchemeGroupVersion = struct {
	Group   string
	Version string
}{Group: GroupName, Version: "v1"}

// Resource takes an unqualified resource and returns a group-qualified one.
func Resource(resource string) string {
	return resource + "." + GroupName
}

// objectKinds lists the kinds this package registers.
func objectKinds() []interface{} {
	return []interface{}{&Job{}, &JobList{}}
}
