import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_SESSION_COOKIE = "_gitlab_session=tyof94yqykw7o24si6s59chd3p9t349v"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
