import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_WORKSPACE_TOKEN = "xoxr-1-iS2VuVxK266nRoXxyj4ZkY2Xja9xjd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
