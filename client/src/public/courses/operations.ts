import { graphql } from '../../__generated__';

export const PublicCourseCardFragment = graphql(`
  fragment PublicCourseCard_course on Course {
    id
    title
    description
    category
    level
    duration
    price
    discountPrice
    rating
    ratingCount
    students
    certificate
    skills
    instructor {
      name
    }
    modules {
      id
    }
  }
`);

// The status filter matters for signed-in admins, who would otherwise get drafts too;
// guests only ever receive published courses from the server.
export const CoursesPageQuery = graphql(`
  query CoursesPageQuery($level: CourseLevel, $pageSize: Int!) {
    courses(filter: { status: published, level: $level }, page: { page: 1, pageSize: $pageSize }) {
      items {
        ...PublicCourseCard_course
      }
      total
    }
  }
`);

export const CourseCatalogQuery = graphql(`
  query CourseCatalogQuery {
    courseCatalogStats {
      totalCourses
      levels {
        level
        count
      }
      students
      averageRating
      ratingCount
      instructors
      certificateCourses
    }
    learningPathways {
      id
      title
      description
      courseCount
      levels
      courses {
        id
        title
        level
      }
    }
  }
`);
