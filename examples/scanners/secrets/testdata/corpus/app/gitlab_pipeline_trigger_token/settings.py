import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_PIPELINE_TRIGGER_TOKEN = "glptt-c0bd23e089b8c86d836bc285478d3b3536c84eff"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
