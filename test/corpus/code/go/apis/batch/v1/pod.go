package v1

// ConditionStatus is True, False or Unknown.
type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// PodTemplateSpec describes the pods a controller creates.
type PodTemplateSpec struct {
	// +optional
	ObjectMeta `json:"metadata,omitempty"`
	Spec       PodSpec `json:"spec,omitempty"`
}

// PodSpec is the description of a pod.
type PodSpec struct {
	Containers    []Container   `json:"containers"`
	RestartPolicy RestartPolicy `json:"restartPolicy,omitempty"`
	// NodeSelector must match a node's labels for the pod to fit.
	NodeSelector       map[string]string `json:"nodeSelector,omitempty"`
	ServiceAccountName string            `json:"serviceAccountName,omitempty"`
	// Deprecated: use ServiceAccountName.
	DeprecatedServiceAccount string `json:"serviceAccount,omitempty"`
}

// Container is a single application container of a pod.
type Container struct {
	Name    string   `json:"name"`
	Image   string   `json:"image,omitempty"`
	Command []string `json:"command,omitempty"`
	Args    []string `json:"args,omitempty"`
	Env     []EnvVar `json:"env,omitempty"`
	// Resources are the compute resources the container requires.
	Resources ResourceRequirements `json:"resources,omitempty"`
	// Ports are informational, listed for readers.
	Ports []ContainerPort `json:"ports,omitempty"`
}

// EnvVar is an environment variable of a container.
type EnvVar struct {
	Name  string `json:"name"`
	Value string `json:"value,omitempty"`
}

// ContainerPort is a network port of a container.
type ContainerPort struct {
	Name          string   `json:"name,omitempty"`
	ContainerPort int32    `json:"containerPort"`
	Protocol      Protocol `json:"protocol,omitempty"`
}

// ResourceRequirements are the limits and requests of a container.
type ResourceRequirements struct {
	Limits   ResourceList `json:"limits,omitempty"`
	Requests ResourceList `json:"requests,omitempty"`
}

// ResourceList maps a resource name to its quantity.
type ResourceList map[string]string

// RestartPolicy is Always, OnFailure or Never.
type RestartPolicy string

const (
	RestartPolicyAlways    RestartPolicy = "Always"
	RestartPolicyOnFailure RestartPolicy = "OnFailure"
	RestartPolicyNever     RestartPolicy = "Never"
)

// Protocol is TCP, UDP or SCTP.
type Protocol string

const (
	ProtocolTCP  Protocol = "TCP"
	ProtocolUDP  Protocol = "UDP"
	ProtocolSCTP Protocol = "SCTP"
)
