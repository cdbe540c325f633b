import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_AGENT_TOKEN = "glagent-D3sX3VAxnEhhDJZpfoQcLS4FLCoxa60ryYDuAAq6-IhNuAahoy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
