//go:build linux && cgo

package app

// Sticky keys for the idle-friendly FPS mode. Ebitengine polls the keyboard
// once a tick (glfwGetKey after the events are read), and in
// FPSModeVsyncOffMinimum it turns GLFW's sticky keys and buttons off: a key
// pressed and released while one tick is late (a loaded machine: a frame
// that took longer than the 50 ms a tap is held) is never seen down. With
// sticky keys on, glfwGetKey answers "pressed" once after such a tap, and
// the tick that reads it acts on it; the app then ticks again while a key
// reads down (ticks.holdOn), and the next poll sees it up. Ebitengine has no
// setting for it, so the link wraps GLFW's glfwSetInputMode: the two sticky
// modes are always set on, every other mode passes as asked.

/*
#cgo LDFLAGS: -Wl,--wrap=glfwSetInputMode

void __real_glfwSetInputMode(void* window, int mode, int value);

static int swathStickyCalls;

void __wrap_glfwSetInputMode(void* window, int mode, int value) {
	// GLFW_STICKY_KEYS, GLFW_STICKY_MOUSE_BUTTONS
	if (mode == 0x00033002 || mode == 0x00033003) {
		value = 1; // GLFW_TRUE
		swathStickyCalls++;
	}
	__real_glfwSetInputMode(window, mode, value);
}

static int swathStickyWrapped(void) { return swathStickyCalls; }
*/
import "C"

// stickyKeysSet reports how many times Ebitengine's choice of the sticky
// modes was overridden (the wrap is linked in: at least twice once the
// window runs).
func stickyKeysSet() int { return int(C.swathStickyWrapped()) }
