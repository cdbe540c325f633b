import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_AGENT_TOKEN = "glagent-RQ1sRSSR0M3kpkIzHKkVQ0X3ZCkQGRxMeH-nDL4NqV-mHxguJC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
