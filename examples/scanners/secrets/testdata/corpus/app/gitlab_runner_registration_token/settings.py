import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_RUNNER_REGISTRATION_TOKEN = "GR13489410osyUtUE_XC6EHOJf0ud"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
