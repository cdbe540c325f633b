import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOCKERHUB_PAT = "dckr_pat_RHFl9quU3iW7EuNcj2lADHVwilu"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
