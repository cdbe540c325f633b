import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_AGENT_TOKEN = "glagent-l8bLJ6JmBRgN-M8BMnHnGIGLf18IudeXjb5VWFbWfTyuhVMqXY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
