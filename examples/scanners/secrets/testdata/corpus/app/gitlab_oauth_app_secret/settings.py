import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_OAUTH_APP_SECRET = "gloas-qP2n-b7FObQVAF8IURkM27x84X_Mn8dx9vizGEPf2Y2IdWIOr4DASGBbR3MoWWVa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
