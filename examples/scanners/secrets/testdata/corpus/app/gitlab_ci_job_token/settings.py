import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_CI_JOB_TOKEN = "glcbt-1OfqG3Tv_ZrxvYrXgOKt4O"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
