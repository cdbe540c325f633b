import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDQ2MzQwMzgsIm5hbWUiOiJUZXN0IFVzZXIgM2NKMFJBIiwic3ViIjoiMDM4Nzg2NDE0NCJ9.erXN5wS4SwYk_iSEWDVX4zlMxGXdupT8uP4cAleBQ-r"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
