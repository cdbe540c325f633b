import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_CONFIG_ACCESS_TOKEN = "xoxe.xoxb-2-X6EKDLTlgpx76szYsGPZa5EXPTOEVCedxmKQbWvt3gVljTkJbu84r91BuJTB9qf2eOQNlo2STERRUsg3naEQWsg4WRXgtC6sDiIx6IGgLytAWf8BYK2zvHvrEzI0oGe1wq5ROZg5jhtyc2b4S70CMVJhWIcbrZ3YtCc3LB"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
