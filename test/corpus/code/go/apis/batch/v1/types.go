package v1

import (
	"time"
)

// Job represents the configuration of a single job.
type Job struct {
	TypeMeta `json:",inline"`
	// Standard object metadata.
	// +optional
	ObjectMeta `json:"metadata,omitempty"`

	// Spec is the desired behaviour of the job.
	Spec JobSpec `json:"spec,omitempty"`

	// Status is the current state of the job, written by the controller.
	// +optional
	Status JobStatus `json:"status,omitempty"`
}

// JobList is a collection of jobs.
type JobList struct {
	TypeMeta `json:",inline"`
	ListMeta `json:"metadata,omitempty"`

	// Items is the list of jobs.
	Items []Job `json:"items"`
}

// JobSpec describes how the job execution will look like.
type JobSpec struct {
	// Parallelism is the most pods the job runs at once.
	Parallelism *int32 `json:"parallelism,omitempty"`

	// Completions is the number of successful pods the job needs.
	Completions *int32 `json:"completions,omitempty"`

	// ActiveDeadlineSeconds bounds the job's run time.
	ActiveDeadlineSeconds *int64 `json:"activeDeadlineSeconds,omitempty"`

	// BackoffLimit is the number of retries before the job fails.
	BackoffLimit *int32 `json:"backoffLimit,omitempty"`

	// CompletionMode is NonIndexed or Indexed.
	CompletionMode *CompletionMode `json:"completionMode,omitempty"`

	// Suspend stops the controller from creating pods.
	Suspend *bool `json:"suspend,omitempty"`

	// Template describes the pod that will be created.
	Template PodTemplateSpec `json:"template"`

	// TTLSecondsAfterFinished limits the lifetime of a finished job.
	TTLSecondsAfterFinished *int32 `json:"ttlSecondsAfterFinished,omitempty"`
}

// JobStatus represents the current state of a Job.
type JobStatus struct {
	// Conditions are the latest observations of the job's state.
	Conditions []JobCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`

	StartTime      *time.Time `json:"startTime,omitempty"`
	CompletionTime *time.Time `json:"completionTime,omitempty"`

	// Active is the number of pending and running pods.
	Active    int32 `json:"active,omitempty"`
	Succeeded int32 `json:"succeeded,omitempty"`
	Failed    int32 `json:"failed,omitempty"`

	// UncountedTerminatedPods holds UIDs the controller has not counted yet.
	UncountedTerminatedPods *UncountedTerminatedPods `json:"uncountedTerminatedPods,omitempty"`
}

// UncountedTerminatedPods holds UIDs of pods that have terminated but that
// the job controller has not yet accounted for.
type UncountedTerminatedPods struct {
	Succeeded []string `json:"succeeded,omitempty"`
	Failed    []string `json:"failed,omitempty"`
}

// JobCondition describes the current state of a job.
type JobCondition struct {
	// Type of job condition, Complete or Failed.
	Type JobConditionType `json:"type"`
	// Status of the condition, one of True, False, Unknown.
	Status ConditionStatus `json:"status"`
	// LastTransitionTime is when the condition last changed.
	LastTransitionTime time.Time `json:"lastTransitionTime,omitempty"`
	Reason             string    `json:"reason,omitempty"`
	Message            string    `json:"message,omitempty"`
}

// CompletionMode specifies how pod completions of a Job are tracked.
type CompletionMode string

const (
	NonIndexedCompletion CompletionMode = "NonIndexed"
	IndexedCompletion    CompletionMode = "Indexed"
)

// JobConditionType names a condition of a job.
type JobConditionType string

const (
	JobSuspended JobConditionType = "Suspended"
	JobComplete  JobConditionType = "Complete"
	JobFailed    JobConditionType = "Failed"
)
