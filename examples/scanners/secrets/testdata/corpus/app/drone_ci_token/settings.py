import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "MG6m55dq3J2BxogLXE2UU4Oy8kWSamCA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
