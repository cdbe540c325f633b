import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_INCOMING_MAIL_TOKEN = "glimt-ir7XWIM8hi0hDBbDWDZ-5gSGM"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
