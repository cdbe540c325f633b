import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_FEED_TOKEN = "glft-REkrklbqVkM73pnImE3O"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
