// Package v1 holds the version 1 API of the batch group: jobs that run a
// workload to completion, in the style of Kubernetes API types.
package v1

import (
	"time"
)

// TypeMeta describes an individual object in a request or response: its kind
// and the API version of its schema.
type TypeMeta struct {
	// Kind is the REST resource this object represents, in CamelCase.
	// +optional
	Kind string `json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"`

	// APIVersion is the versioned schema of this representation.
	// +optional
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"`
}

// ObjectMeta is the metadata every persisted resource has.
type ObjectMeta struct {
	// Name is unique within a namespace.
	Name string `json:"name,omitempty"`

	// Namespace scopes the name; empty means the default namespace.
	// +optional
	Namespace string `json:"namespace,omitempty"`

	// UID is set by the server on creation and never changes.
	UID string `json:"uid,omitempty"`

	// Generation counts changes to the desired state.
	Generation int64 `json:"generation,omitempty"`

	// CreationTimestamp is when the server created the object.
	CreationTimestamp time.Time `json:"creationTimestamp,omitempty"`

	// DeletionTimestamp is set when a graceful deletion was requested.
	DeletionTimestamp *time.Time `json:"deletionTimestamp,omitempty"`

	// Labels select and group objects.
	Labels map[string]string `json:"labels,omitempty"`

	// Annotations carry arbitrary non-identifying metadata.
	Annotations map[string]string `json:"annotations,omitempty"`

	// OwnerReferences list the objects this one depends on.
	OwnerReferences []OwnerReference `json:"ownerReferences,omitempty"`

	// internal bookkeeping, never serialized
	resourceVersion string
}

// OwnerReference names an object that owns another one.
type OwnerReference struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Name       string `json:"name"`
	UID        string `json:"uid"`
	// Controller marks the managing controller.
	Controller *bool `json:"controller,omitempty"`
}

// ListMeta describes the metadata a list of resources has.
type ListMeta struct {
	ResourceVersion string `json:"resourceVersion,omitempty"`
	// Continue is the token of the next page, when there is one.
	Continue string `json:"continue,omitempty"`
}
