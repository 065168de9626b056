import { graphql } from '../../../__generated__';

export const CourseBuilderQuery = graphql(`
  query CourseBuilderQuery($courseId: ID!) {
    courseBuilder(courseId: $courseId) {
      courseId
      title
      status
      modules {
        id
        title
        translations {
          es {
            title
          }
          fr {
            title
          }
          de {
            title
          }
        }
        opensAfterPrevious
        lessons {
          id
          title
          translations {
            es {
              title
            }
            fr {
              title
            }
            de {
              title
            }
          }
          kind
          minutes
          preview
          content
          contentTranslations {
            es {
              content
            }
            fr {
              content
            }
            de {
              content
            }
          }
          videoUrl
          video {
            id
            name
            contentType
            size
          }
          attachments {
            id
            name
            contentType
            size
          }
        }
        quiz {
          id
          title
          translations {
            es {
              title
            }
            fr {
              title
            }
            de {
              title
            }
          }
          passMark
          attemptLimit
          questions {
            id
            text
            kind
            explanation
            translations {
              es {
                text
                explanation
                options
              }
              fr {
                text
                explanation
                options
              }
              de {
                text
                explanation
                options
              }
            }
            options {
              id
              text
              correct
            }
          }
        }
      }
    }
  }
`);

/** Saves the outline (and, to publish, the status); the course card's outline follows from the answer. */
export const CourseBuilderSaveMutation = graphql(`
  mutation CourseBuilderSaveMutation($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) {
      id
      status
      isPublished
      modules {
        id
        title
        lessons {
          id
          title
        }
      }
    }
  }
`);
