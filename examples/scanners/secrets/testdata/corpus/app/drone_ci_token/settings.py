import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "xGrJnj8kOhfdPkF20etxJd7tkwIwoK1s"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
