import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_RUNNER_TOKEN = "glrt-NlYQO4gPPdBdDuznePlw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
