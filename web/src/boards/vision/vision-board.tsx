/** Vision's board (placeholder until its own is built: the generic zone list). */
import GenericBoard from "../generic/generic-board.tsx";

export default GenericBoard;
