import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_SESSION_COOKIE = "_gitlab_session=l6nxdco2gt1dpgs8xib8gckpd2kna5gy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
