import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_SESSION_COOKIE = "_gitlab_session=0e7tu4jqp9nte42tkvx6tlma2ac6vpzg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
